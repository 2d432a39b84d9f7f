// A stand-in for XMLHttpRequest in the upload tests: records the POST and lets a test report upload
// progress, then answer or fail, as a bucket or the local upload endpoint would.
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  body: FormData | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }

  answer(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.events.dispatchEvent(new Event('load'));
  }

  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** The last request sent, once it has been. */
export async function nextXhr(): Promise<FakeXhr> {
  for (let i = 0; i < 50; i += 1) {
    const request = FakeXhr.sent.at(-1);
    if (request) return request;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no upload was sent');
}
