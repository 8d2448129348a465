/**
 * A task boundary. The app's start is cut into tasks (evaluating each file of its code, reading the
 * page's strings and choices, making the router, loading the page's own code, hydrating) so that on
 * a slow phone none of them holds the main thread for long: the browser paints and answers taps in
 * between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
