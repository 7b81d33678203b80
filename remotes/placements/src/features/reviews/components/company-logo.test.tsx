import { fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo } from './company-logo';

describe('CompanyLogo', () => {
  it('shows the logo named after the company, decorative and lazily loaded', () => {
    const { container } = render(<CompanyLogo companyName="Goldman Sachs" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('src')).toMatch(/\/logos\/goldman-sachs\.svg$/);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('switches to a circle with the initials when the logo fails to load', () => {
    const { container } = render(<CompanyLogo companyName="Zoho Corp" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('ZC')).toBeInTheDocument();
  });

  it('shows initials straight away when there is no company name', () => {
    const { container } = render(<CompanyLogo companyName="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('?')).toBeInTheDocument();
  });

  it('tries the logo again when the company changes', () => {
    const { container, rerender } = render(<CompanyLogo companyName="Zoho" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<CompanyLogo companyName="Adobe" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/adobe\.svg$/);
  });
});
