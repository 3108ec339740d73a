// A self-signed certificate and its key for the image-check tests' local https server: names
// localhost, images.test, 127.0.0.1 and ::1; valid until 2126. Made with openssl req -x509
// (P-256). Trusted only where a test passes it as a CA; nothing outside the tests uses it.
export const LOOPBACK_TLS = {
  cert: `-----BEGIN CERTIFICATE-----
MIIB2TCCAX6gAwIBAgIUE0SK5VdOCdhEvJbjxIs0SF7IRnYwCgYIKoZIzj0EAwIw
IjEgMB4GA1UEAwwXUGFzcyBTdHVkaW8gdGVzdCBpbWFnZXMwIBcNMjYxMTI2MTIz
MzUwWhgPMjEyNjExMDIxMjMzNTBaMCIxIDAeBgNVBAMMF1Bhc3MgU3R1ZGlvIHRl
c3QgaW1hZ2VzMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEFhg7swmO5wYus9Fy
/fU+Ba49YS8zF0DDi540/MLt3cSd16WGiF+ne06pAl4UL8DcGXO4M0N/UDbvmE+f
O1ienqOBjzCBjDAdBgNVHQ4EFgQUBqQlS7oKA6MqX75GCcSK0x7j2e8wHwYDVR0j
BBgwFoAUBqQlS7oKA6MqX75GCcSK0x7j2e8wDwYDVR0TAQH/BAUwAwEB/zA5BgNV
HREEMjAwgglsb2NhbGhvc3SCC2ltYWdlcy50ZXN0hwR/AAABhxAAAAAAAAAAAAAA
AAAAAAABMAoGCCqGSM49BAMCA0kAMEYCIQCIGYZaTtWEoR+s35UvkxWpWpVyAYlH
sVEMnv/2jt+JpQIhAN2XtijorTjp+DTNjv1d0TU53QujeXzl38MrkFaYaydz
-----END CERTIFICATE-----
`,
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgIuqG+XaKTucRB+xq
mE+/CMvJnwWy0ILPsU0IbWeQJHqhRANCAAQWGDuzCY7nBi6z0XL99T4Frj1hLzMX
QMOLnjT8wu3dxJ3XpYaIX6d7TqkCXhQvwNwZc7gzQ39QNu+YT587WJ6e
-----END PRIVATE KEY-----
`,
};
