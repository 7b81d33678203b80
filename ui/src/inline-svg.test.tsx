import { render, screen } from '@testing-library/react';
import { InlineSvg } from './inline-svg';

const markup =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>';

describe('InlineSvg', () => {
  it('draws the markup in the page, named when it has a label', () => {
    render(<InlineSvg markup={markup} width={32} label="The logo" />);
    const drawing = screen.getByRole('img', { name: 'The logo' });
    expect(drawing.querySelector('svg > rect')).not.toBeNull();
    // Only the wrapper is an image: the drawing inside is hidden, as an <img>'s insides are.
    expect(drawing.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(drawing).toHaveStyle({ width: '32px' });
  });

  it('hides a drawing without a label from assistive technology', () => {
    const { container } = render(<InlineSvg markup={markup} width={36} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
