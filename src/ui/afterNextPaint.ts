type TaskScheduler = {
  postTask: (run: () => void, options: { priority: 'background' }) => Promise<unknown>;
};
const taskScheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Runs `run` after the next paint: work the screen need not wait for (a whole document's check,
 * a new document's copy into storage) comes after what the screen shows. `background` queues it
 * behind whatever else is waiting then (input, the frame's own follow-up work), where the browser
 * can order tasks (Scheduler.postTask). A hidden page paints nothing, so there it runs as soon as
 * the current task is done.
 */
export function afterNextPaint(run: () => void, { background = false } = {}): void {
  const post =
    background && typeof taskScheduler?.postTask === 'function'
      ? () => void taskScheduler.postTask!(run, { priority: 'background' }).catch(() => undefined)
      : () => setTimeout(run, 0);
  if (typeof requestAnimationFrame === 'function' && !isHidden()) requestAnimationFrame(post);
  else post();
}
