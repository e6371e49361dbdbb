// @ts-check

/**
 * The rules robots.txt gives a crawler named `agent` (lower case), by its groups (RFC 9309): the
 * groups naming it, else the `*` groups.
 * @param {string} body @param {string} agent
 * @returns {{ allow: string[], disallow: string[] }}
 */
function robotsRules(body, agent) {
  /** @type {{ agents: string[], allow: string[], disallow: string[] }[]} */
  const groups = [];
  let inAgents = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const [, key, value = ""] = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line) ?? [];
    if (!key) continue;
    const field = key.toLowerCase();
    if (field === "user-agent") {
      if (!inAgents) groups.push({ agents: [], allow: [], disallow: [] });
      groups.at(-1)?.agents.push(value.toLowerCase());
      inAgents = true;
    } else {
      inAgents = false;
      const group = groups.at(-1);
      if (group && field === "allow") group.allow.push(value);
      if (group && field === "disallow" && value) group.disallow.push(value);
    }
  }
  const named = groups.filter((g) => g.agents.includes(agent));
  const chosen = named.length > 0 ? named : groups.filter((g) => g.agents.includes("*"));
  return {
    allow: chosen.flatMap((g) => g.allow),
    disallow: chosen.flatMap((g) => g.disallow),
  };
}

/**
 * Whether robots.txt keeps search engines (any crawler, and Google's when it has its own group)
 * out of the whole site: `Disallow: /` with no `Allow: /` beside it. Other crawlers' groups
 * (an AI crawler turned away) are the owner's choice.
 * @param {string} body
 */
export function robotsForbidsSite(body) {
  return ["*", "googlebot"].some((agent) => {
    const { allow, disallow } = robotsRules(body, agent);
    const root = (/** @type {string} */ rule) => rule === "/" || rule === "/*";
    return disallow.some(root) && !allow.some(root);
  });
}
