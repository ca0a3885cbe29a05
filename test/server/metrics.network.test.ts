import { clientKeyOf, networkOf } from "../../server/modules/metrics/network";

/** Issue 31 §5: the networks a search term must come from before visitors see it. */
describe("networkOf", () => {
  it.each([
    ["192.0.2.66", "192.0.2.0/24"],
    ["192.0.2.200", "192.0.2.0/24"],
    ["::ffff:192.0.2.7", "192.0.2.0/24"],
    ["2001:db8:1:a::1", "2001:db8:1::/48"],
    ["2001:0db8:0001:ffff:0000:0000:0000:0001", "2001:db8:1::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
    ["desconocida", "desconocida"],
  ])("%s is in %s", (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it("keeps only a keyed hash: the same network gives the same key, another network or key another", () => {
    const key = clientKeyOf("secreto", "192.0.2.1");
    expect(key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(clientKeyOf("secreto", "192.0.2.250")).toBe(key);
    expect(clientKeyOf("secreto", "192.0.3.1")).not.toBe(key);
    expect(clientKeyOf("otro", "192.0.2.1")).not.toBe(key);
    expect(key).not.toContain("192");
  });
});
