// An Express-like response for calling an onRequest handler in-process: it records what it was told.
export interface RecordedAnswer<Body = unknown> {
  status: number;
  headers: Record<string, string>;
  body: Body | undefined;
}

export function recordingResponse<Body = unknown>(): { answer: RecordedAnswer<Body>; response: never } {
  const answer: RecordedAnswer<Body> = { status: 200, headers: {}, body: undefined };
  const response = {
    set(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return response;
    },
    status(code: number) {
      answer.status = code;
      return response;
    },
    type(kind: string) {
      answer.headers['content-type'] = kind;
      return response;
    },
    send(body: Body) {
      answer.body = body;
      return response;
    },
    json(body: Body) {
      answer.body = body;
      return response;
    },
  };
  return { answer, response: response as never };
}
