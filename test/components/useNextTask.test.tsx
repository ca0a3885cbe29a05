import { act, renderHook } from "@testing-library/react";
import { useNextTask } from "../../src/components/useNextTask";

describe("useNextTask (a page's second part, drawn a task after the first: issue 37)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("stays false until ready, turns true in a later task, and stays true", () => {
    const { result, rerender } = renderHook(({ ready }) => useNextTask(ready), { initialProps: { ready: false } });
    act(() => void jest.runAllTimers());
    expect(result.current).toBe(false); // nothing to draw yet
    rerender({ ready: true });
    expect(result.current).toBe(false); // the render that brings the first part
    act(() => void jest.runAllTimers());
    expect(result.current).toBe(true);
    rerender({ ready: false }); // a refresh under way keeps what is drawn
    expect(result.current).toBe(true);
  });
});
