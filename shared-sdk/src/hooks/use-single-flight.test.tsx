import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs once however many calls come before it ends, then runs again', async () => {
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleFlight(action));
    const { run } = result.current;
    let runs: Promise<void>[] = [];
    // Four taps in one task: the state has not rendered 'busy' between them.
    act(() => {
      runs = [run(), run(), run(), run()];
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await Promise.all(runs);
    });
    expect(result.current.busy).toBe(false);
    act(() => void result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('is free again after a failure', async () => {
    const action = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useSingleFlight(action));
    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('offline');
    });
    await act(async () => {
      await result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(2);
  });
});
