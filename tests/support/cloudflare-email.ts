/** The unit tests' stand-in for workerd's `cloudflare:email` module: a message is what it was given. */
export class EmailMessage {
  readonly from: string;
  readonly to: string;
  readonly raw: string;
  constructor(from: string, to: string, raw: string) {
    this.from = from;
    this.to = to;
    this.raw = raw;
  }
}
