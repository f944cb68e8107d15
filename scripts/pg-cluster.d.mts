export function postgresBinDir(): string;
export function startCluster(): Promise<{ url: string; stop(): void }>;
