/**
 * Resolves in a new task: what the caller does after it runs once the browser has had its turn (a tap,
 * a paint), so one long piece of startup work becomes several short ones.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
