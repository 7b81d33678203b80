import { render } from '@testing-library/react';
import { InlineText } from './inline-text';

describe('InlineText', () => {
  it('renders `code` and **strong** spans and leaves markup-looking text inert', () => {
    const { container } = render(
      <p>
        <InlineText text="Run `npm init`, then **relax**. <b>not html</b>" />
      </p>,
    );
    expect(container.querySelector('code')).toHaveTextContent('npm init');
    expect(container.querySelector('strong')).toHaveTextContent('relax');
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('Run npm init, then relax. <b>not html</b>');
  });
});
