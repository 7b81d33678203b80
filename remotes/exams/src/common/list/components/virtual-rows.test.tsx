import { act, render, screen } from '@testing-library/react';
import { createRowHeights } from '../data/row-heights';
import { VirtualRows } from './virtual-rows';

const items = Array.from({ length: 500 }, (_, index) => `Paper ${index + 1}`);

function renderRows() {
  return render(
    <VirtualRows
      items={items}
      renderItem={(item) => <span>{item}</span>}
      columns={1}
      estimateRowHeight={40}
      rowHeights={createRowHeights()}
      scrollMargin={0}
      label="Papers"
    />,
  );
}

describe('VirtualRows', () => {
  const realWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  const realHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight');
  let sizeReads: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    sizeReads = jest.fn();
    Object.defineProperty(window, 'innerWidth', {
      get: () => (sizeReads('width'), 390),
      configurable: true,
    });
    Object.defineProperty(window, 'innerHeight', {
      get: () => (sizeReads('height'), 400),
      configurable: true,
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    if (realWidth) Object.defineProperty(window, 'innerWidth', realWidth);
    if (realHeight) Object.defineProperty(window, 'innerHeight', realHeight);
  });

  it('draws its first rows without reading the window size, and reads it in the next frame', () => {
    renderRows();
    expect(screen.getByText('Paper 1')).toBeInTheDocument();
    expect(sizeReads).not.toHaveBeenCalled();

    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(sizeReads).toHaveBeenCalledWith('width');
    expect(sizeReads).toHaveBeenCalledWith('height');
  });

  it('draws the rows a window of the size read would show', () => {
    renderRows();
    // Until the window is read, the first screen is drawn for an 800 px high window.
    expect(screen.getByText('Paper 20')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(20);
    });
    // 400 px: ten rows of 40 px, and three beyond the edge.
    expect(screen.getByText('Paper 13')).toBeInTheDocument();
    expect(screen.queryByText('Paper 20')).toBeNull();
  });

  it('stops watching the window when it goes before its first reading', () => {
    const view = renderRows();
    view.unmount();
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(sizeReads).not.toHaveBeenCalled();
  });
});
