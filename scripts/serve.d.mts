export interface RunningAppServer {
  name: string;
  port: number;
  close(): Promise<void>;
}
export function startAppServer(name: string, port?: number): Promise<RunningAppServer>;
export function shiftPorts(text: string, offset: number): string;
export const appNames: string[];
export function createAppHandler(app: {
  name: string;
  dir: string;
  host: boolean;
}): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
