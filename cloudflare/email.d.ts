/** The email binding's message (a module of Cloudflare's runtime, resolved by workerd). */
declare module "cloudflare:email" {
  export class EmailMessage {
    constructor(from: string, to: string, raw: string);
  }
}
