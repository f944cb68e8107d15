export function postgresBinDir(): string;
export function startCluster(): Promise<{ url: string; restart(): Promise<void>; stop(): void }>;
