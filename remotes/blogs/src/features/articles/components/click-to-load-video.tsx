import { useEffect, useRef, useState } from 'react';
import posterUrl from '../images/campus-video-poster.svg';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../types';
import styles from './click-to-load-video.module.css';

export type ClickToLoadVideoProps = { videoId: string; title: string; caption: string };

/** The privacy-friendly YouTube host; nothing is requested from it until the student asks. */
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * A poster with a "Play video" button; the player iframe (and its third-party
 * requests and cookies) only exists after the click.
 */
export function ClickToLoadVideo({ videoId, title, caption }: ClickToLoadVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The button that had focus is gone; hand focus to the player so keyboard users keep their place.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={frame}
            className={styles.player}
            src={`${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
            title={title}
            width={ILLUSTRATION_WIDTH}
            height={ILLUSTRATION_HEIGHT}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
            <img
              className={styles.posterImage}
              src={posterUrl}
              alt=""
              width={ILLUSTRATION_WIDTH}
              height={ILLUSTRATION_HEIGHT}
            />
            <span className={styles.play}>
              <span className={styles.playIcon} aria-hidden="true" />
              Play video
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        {caption}{' '}
        {!playing && (
          <span className={styles.hint}>The player loads from YouTube when you press play.</span>
        )}
      </figcaption>
    </figure>
  );
}
