import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRecord, requestUrl, sendJson } from '../http-utils';
import { HttpError, RequestBody } from '../request-body';
import { StorageRules, StorageRulesError } from '../rules/storage-rules';

/** What the test endpoints change: the rules in force, the objects and the open uploads. */
export type InternalTarget = {
  rules: StorageRules;
  objects: { reset(): Promise<void> };
  sessions: Map<string, { timer: NodeJS.Timeout }>;
};

const MAX_RULES_BYTES = 1024 * 1024;

/**
 * The two test endpoints of Firebase's own Storage emulator, which
 * @firebase/rules-unit-testing calls: `PUT /internal/setRules` with
 * `{ rules: { files: [{ name, content }] } }` replaces the rules (refused
 * with 400 and the reason when they do not parse, keeping the old ones), and
 * `POST /internal/reset` drops every upload and open upload session, back to
 * the content folder. Like Firebase's they take no credential: the emulator
 * listens on the loopback address only. Returns false for any other request.
 */
export async function handleInternal(
  target: InternalTarget,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  // An unparsable URL is not an internal call: the object routes answer it.
  const pathname = requestUrl(req)?.pathname;
  if (pathname === '/internal/setRules' && req.method === 'PUT') {
    const body = await new RequestBody(
      req,
      res,
      MAX_RULES_BYTES,
      () => new HttpError(413, `Rules larger than ${MAX_RULES_BYTES} bytes`),
    ).read();
    const rules = parseRulesBody(body.toString('utf8'));
    if (typeof rules === 'string') {
      sendJson(res, 400, { message: rules });
      return true;
    }
    target.rules = rules;
    sendJson(res, 200, { message: 'Rules updated successfully' });
    return true;
  }
  if (pathname === '/internal/reset' && req.method === 'POST') {
    for (const session of target.sessions.values()) clearTimeout(session.timer);
    target.sessions.clear();
    await target.objects.reset();
    res.writeHead(200);
    res.end();
    return true;
  }
  return false;
}

/** The parsed rules, or why they were refused. */
function parseRulesBody(body: string): StorageRules | string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'The body is not JSON';
  }
  const files = isRecord(json) && isRecord(json.rules) ? json.rules.files : undefined;
  const [file] = Array.isArray(files) ? (files as unknown[]) : [];
  if (!Array.isArray(files) || files.length !== 1 || !isRecord(file)) {
    return "Request body must include a 'rules.files' array of one file";
  }
  if (typeof file.name !== 'string' || typeof file.content !== 'string') {
    return "Each member of 'rules.files' array must contain 'name' and 'content'";
  }
  try {
    return StorageRules.parse(file.content);
  } catch (error) {
    if (error instanceof StorageRulesError) return `${file.name}: ${error.message}`;
    throw error;
  }
}
