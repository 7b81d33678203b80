import { Link } from 'react-router-dom';
import { PageFrame } from '@vithelper/ui/page-frame';
import { ExternalLink } from '../../../common/components/external-link';
import { RESOURCE_GROUPS, type Resource } from '../data/resource-groups';
import styles from './resources-page.module.css';

/** /placements/resources: practice sites, references and playlists, grouped by subject. */
export function ResourcesPage() {
  return (
    <PageFrame
      heading="Resources"
      intro="Where seniors practised and revised. Every link opens in a new tab."
    >
      <div className={styles.groups}>
        {RESOURCE_GROUPS.map((group) => (
          <section
            key={group.id}
            className={styles.group}
            aria-labelledby={`resources-${group.id}`}
          >
            <h2 id={`resources-${group.id}`} className={styles.heading}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.resources.map((resource) => (
                <li key={resource.url} className={styles.item}>
                  <ResourceLink resource={resource} />
                  <p className={styles.description}>{resource.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}

type ResourceLinkProps = { resource: Resource };

function ResourceLink({ resource }: ResourceLinkProps) {
  return resource.internal ? (
    <Link className={styles.link} to={resource.url}>
      {resource.title}
    </Link>
  ) : (
    <ExternalLink className={styles.link} href={resource.url}>
      {resource.title}
      <span aria-hidden="true" className={styles.arrow}>
        ↗
      </span>
    </ExternalLink>
  );
}
