import { screen } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { HostelVacatingProcedurePage } from '../../../app/pages/hostel-vacating-procedure-page';
import { RoomCounsellingPage } from '../../../app/pages/room-counselling-page';
import { NpmPackagePage } from '../../../app/pages/npm-package-page';
import { OnlineVsOfflinePage } from '../../../app/pages/onlinevsoffline-page';

describe('article pages', () => {
  it('show title, author, date, reading time, illustration and the key facts', () => {
    renderAt(<HostelVacatingProcedurePage />, '/hostel-vacating-procedure');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hostel Vacating Procedure' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Hostel Vacating Procedure | VITHelper');
    expect(screen.getByText('By Arjun Nair')).toBeInTheDocument();
    expect(screen.getByText('May 8, 2021')).toHaveAttribute('datetime', '2021-05-08');
    expect(screen.getByText(/^\d min read$/)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /hostel block/ });
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '540');
    expect(screen.getByText(/ID card fee of 150 rupees at the finance office/)).toBeInTheDocument();
    expect(screen.getByText(/10:30 pm to 12:30 am/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'The nine steps to vacate your room' }).nextElementSibling
        ?.nextElementSibling?.children,
    ).toHaveLength(9);
  });

  it('room counselling gives the normalized grade formula with a worked example', () => {
    renderAt(<RoomCounsellingPage />, '/room-counselling');
    expect(
      screen.getByText(/your grade × group topper grade ÷ branch topper grade/),
    ).toBeInTheDocument();
    expect(screen.getByText(/8\.4 × 9\.6 ÷ 9\.2 = 80\.64 ÷ 9\.2 ≈ 8\.77/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
  });

  it('npm article shows code samples in pre/code blocks', () => {
    const { container } = renderAt(<NpmPackagePage />, '/npm-package');
    expect(container.querySelectorAll('pre > code').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(/npm login/)).toBeInTheDocument();
  });

  it('online vs offline embeds no iframe before Play video', () => {
    const { container } = renderAt(<OnlineVsOfflinePage />, '/onlinevsoffline');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(screen.getByText(/Riviera/)).toBeInTheDocument();
  });
});
