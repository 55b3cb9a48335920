import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { routes } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import { GPS, jpegWithGps } from "../../testing/images";
import { fakeJpeg, multipartFile, tinyPng } from "../../testing/multipart";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const { post, get } = requestsWith(t);

const upload = (headers: Record<string, string>, name: string, type: string, data: Buffer) => {
  const body = multipartFile("file", name, type, data);
  return post("/developers/me/photo", { ...headers, ...body.headers }, body.payload);
};
const photosDir = () => path.join(t.app.config.DATA_DIR, "uploads", "photos");

describe("POST /developers/me/photo", () => {
  it("stores a PNG, serves it at its URL, and replaces it atomically on the next upload", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const first = await upload(dev.headers, "me.png", "image/png", tinyPng);
    expect(first.statusCode).toBe(200);
    const url = new URL(first.json().photoURL);
    const served = await get(url.pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
    expect((await get("/users/me", dev.headers)).json().photoURL).toBe(url.href);

    const second = await upload(dev.headers, "me.jpg", "image/jpeg", fakeJpeg);
    expect(second.json().photoURL).toMatch(/\.jpg$/);
    expect(existsSync(path.join(photosDir(), path.basename(url.pathname)))).toBe(false);
    expect((await get(url.pathname)).statusCode).toBe(404);
    expect(readdirSync(photosDir()).filter((f) => f.startsWith(dev.developerId!))).toHaveLength(1);
  });

  it("stores a JPEG without its EXIF GPS position (ADR 0017)", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await upload(dev.headers, "me.jpg", "image/jpeg", jpegWithGps());
    expect(res.statusCode).toBe(200);
    const served = await get(new URL(res.json().photoURL).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(GPS)).toBe(false);
    expect(served.rawPayload.includes("Exif")).toBe(false);
    expect(served.rawPayload.equals(fakeJpeg)).toBe(true);
  });

  it("415 for a JPEG whose segments cannot be walked", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await upload(dev.headers, "me.jpg", "image/jpeg", jpegWithGps().subarray(0, 30));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_FILE");
  });

  it("415 for a text file renamed .png, whatever its declared type", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await upload(
      dev.headers,
      "photo.png",
      "image/png",
      Buffer.from("just some text, not an image"),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_FILE");
  });

  it("413 for a photo over 5 MB and for a 100 MB upload; nothing is stored", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const six = Buffer.concat([tinyPng, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(dev.headers, "big.png", "image/png", six)).statusCode).toBe(413);
    const huge = Buffer.concat([tinyPng, Buffer.alloc(100 * 1024 * 1024)]);
    const res = await upload(dev.headers, "huge.png", "image/png", huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("PAYLOAD_TOO_LARGE");
    const mine = existsSync(photosDir())
      ? readdirSync(photosDir()).filter((f) => f.startsWith(dev.developerId!))
      : [];
    expect(mine).toEqual([]);
  });

  it("400 without a file, 415 for a JSON body", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const json = await post("/developers/me/photo", dev.headers, { file: "x" });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe("UNSUPPORTED_FILE");
    const wrongField = multipartFile("photo", "me.png", "image/png", tinyPng);
    const missing = await post(
      "/developers/me/photo",
      { ...dev.headers, ...wrongField.headers },
      wrongField.payload,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "VALIDATION",
      errors: [{ path: "body.file", message: "Attach the photo in the field 'file'" }],
    });
  });

  it("refuses path tricks on the file route", async () => {
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "x.png", "abc.exe"]) {
      expect((await t.call(routes.files.photo, { params: { name } })).status).toBe(404);
    }
  });
});
