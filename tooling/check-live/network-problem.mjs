// @ts-check

/** A network error in words: what the owner can check. @param {unknown} error */
export function networkProblem(error) {
  const { code, message } = /** @type {{ code?: string, message?: string }} */ (error ?? {});
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the name does not resolve: check the domain's DNS records (A/AAAA) at your registrar";
    case "ECONNREFUSED":
      return "the server refused the connection: is the web server running, and listening on that port?";
    case "ETIMEDOUT":
    case "ECONNRESET":
      return "the connection failed: check the server's firewall (ports 80 and 443 open)";
    case "CERT_HAS_EXPIRED":
      return "its certificate has expired: check that Caddy or certbot renews it";
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return "its certificate is for another name: the web server must be configured for this domain";
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "UNABLE_TO_GET_ISSUER_CERT_LOCALLY":
      return "its certificate is not trusted by browsers: get one from Let's Encrypt (Caddy does it by itself)";
    default:
      return message ?? String(error);
  }
}
