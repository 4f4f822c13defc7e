// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: object) => object }[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
