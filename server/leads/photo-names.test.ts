// @vitest-environment node
import { describe, expect, it } from "vitest";
import { controlledFileName, displayName } from "./photo-names.mjs";

describe("the visitor's names for their photos", () => {
  it("shows a name's last part only, on one line, never empty", () => {
    expect(displayName("C:\\Users\\ana\\kitchen.jpg")).toBe("kitchen.jpg");
    expect(displayName("photos/bath.heic")).toBe("bath.heic");
    expect(displayName(undefined)).toBe("A photo");
    expect(displayName("")).toBe("A photo");
    expect(displayName("x".repeat(200))).toHaveLength(80);
  });

  it("finds a file name with control characters in the part headers busboy refuses", () => {
    const header = (name: string) =>
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        "utf8",
      );
    expect(controlledFileName(header("bad\u0007name.jpg"))).toBe("bad\u0007name.jpg");
    expect(controlledFileName(header("kitchen.jpg"))).toBeNull();
  });
});
