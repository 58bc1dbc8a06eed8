import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { ApiDataProvider, markHydratedData, refreshApiData, useApiData } from './use-api-data';

function Week({ fetcher, dataKey }: { fetcher: () => Promise<string[]>; dataKey: string }) {
  const week = useApiData(dataKey, fetcher, { dedupingInterval: 0 });
  return (
    <table aria-busy={week.isLoading} aria-label="week">
      <tbody>
        <tr>
          <td>{(week.data ?? []).join(', ')}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Remounts the week (as a slot does when the logged-in session replaces the visitor's). */
function Slot({ fetcher, dataKey }: { fetcher: () => Promise<string[]>; dataKey: string }) {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setGeneration((n) => n + 1)}>
        remount
      </button>
      <Week key={generation} fetcher={fetcher} dataKey={dataKey} />
    </>
  );
}

const never = () => new Promise<string[]>(() => undefined);

describe('useApiData', () => {
  it('is not busy while the server’s week is on screen, also after a remount revalidates it', async () => {
    markHydratedData(['week/a']);
    render(
      <ApiDataProvider value={{ fallback: { 'week/a': ['Mo 18:30'] } }}>
        <Slot fetcher={never} dataKey="week/a" />
      </ApiDataProvider>,
    );
    expect(screen.getByRole('table', { name: 'week' })).toHaveTextContent('Mo 18:30');
    expect(screen.getByRole('table', { name: 'week' })).toHaveAttribute('aria-busy', 'false');
    await act(async () => screen.getByRole('button', { name: 'remount' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('table', { name: 'week' })).toHaveTextContent('Mo 18:30');
    expect(screen.getByRole('table', { name: 'week' })).toHaveAttribute('aria-busy', 'false');
  });

  it('is busy while nothing is there to show and the request is on its way', async () => {
    render(
      <ApiDataProvider value={{}}>
        <Week fetcher={never} dataKey="week/b" />
      </ApiDataProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('table', { name: 'week' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a change written by refresh at once, without asking the server', async () => {
    const fetcher = jest.fn(() => Promise.resolve(['Mo 18:30']));
    function Attendance() {
      const week = useApiData('week/c', fetcher);
      return (
        <button type="button" onClick={() => void week.refresh((current) => [...(current ?? []), 'Mi 19:00'], { revalidate: false })}>
          {(week.data ?? []).join(', ')}
        </button>
      );
    }
    render(<Attendance />);
    expect(await screen.findByRole('button', { name: 'Mo 18:30' })).toBeInTheDocument();
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Mo 18:30, Mi 19:00');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reloads every mounted user of a key after a save elsewhere (refreshApiData)', async () => {
    let answer = ['Mo 18:30'];
    const fetcher = jest.fn(() => Promise.resolve(answer));
    render(
      <>
        <Week fetcher={fetcher} dataKey="week/d" />
        <Week fetcher={fetcher} dataKey="week/d" />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    answer = ['Di 17:00'];
    await act(() => refreshApiData('week/d'));
    for (const table of screen.getAllByRole('table', { name: 'week' })) expect(table).toHaveTextContent('Di 17:00');
  });

  it('hands a failed request to onError as an API error and keeps it in error', async () => {
    const onError = jest.fn();
    function Failing() {
      const week = useApiData('week/e', () => Promise.reject(new Error('Network Error')), { onError });
      return <p role="alert">{week.error?.message ?? ''}</p>;
    }
    render(<Failing />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }), 'week/e');
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('does not render data on screen again when a request for it starts (it would break hydration)', async () => {
    let renders = 0;
    function Counted() {
      const week = useApiData('week/f', never);
      return <p>{(week.data ?? []).join(', ')}</p>;
    }
    render(
      <ApiDataProvider value={{ fallback: { 'week/f': ['Mo 18:30'] } }}>
        <Profiler id="week" onRender={() => (renders += 1)}>
          <Counted />
        </Profiler>
      </ApiDataProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Mo 18:30')).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
