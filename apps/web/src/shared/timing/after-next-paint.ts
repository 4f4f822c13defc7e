/**
 * Runs `work` once the browser has painted its next frame: a requestAnimationFrame callback runs just
 * before that paint, and a timeout set from it runs after. For work a tap's frame need not wait for
 * (decisions 0181 and 0201). Returns a cancel function. A hidden tab paints nothing, so the work waits
 * until the tab is shown.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
