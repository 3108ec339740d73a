export const USAGE = `Usage: pass-studio <command> [options] [FILE...]

Commands:
  validate [--kind transitClass|offerClass|offerObject] [--strict] [--check-images]
           [--json | --format text|json|github|sarif] [--fix | --fix-dry-run] FILE...
      Checks each file against the spec (errors) and Google's published rules (readiness
      warnings, each with a rule id). Prints a verdict per file and its issues as
      FILE:LINE:COL PATH message. Warnings do not make a file invalid unless --strict.
      --strict        any warning fails the file (exit 1, valid: false).
      --check-images  fetch every https image and check its size against Google's brand
                      guidelines; one that does not load, or is not checked in time, is a
                      warning. Only https: is fetched; a host with any loopback, private,
                      link-local, unique-local, multicast or unspecified address is never
                      contacted, nor is a redirect to one (at most 3 redirects). 5 s per
                      image, 30 s for the whole run, 8 at a time, at most 20 MB read each.
      --test-only-allow-loopback  TEST ONLY: lets --check-images fetch from loopback
                      addresses, for Pass Studio's own tests. Off by default; never use it
                      on real passes.
      --json          one JSON array of {file, kind, valid, issues}; each issue has
                      path, line, column, severity, rule, message (same as --format json).
      --format github workflow annotations (::warning file=..,line=..,col=..::message).
      --format sarif  SARIF 2.1.0 for code scanning.
      --fix           apply the certain fixes of Google's warnings and write each file back
                      (2-space JSON), saying on stderr what changed; then report the files as
                      written. A file with errors is never rewritten.
      --fix-dry-run   print each file's fixes as a JSON Patch (one JSON object by file name)
                      and write nothing; the exit code is that of the files as they are.
  export [--kind transitClass|offerClass|offerObject] [--out-dir DIR] FILE...
      Writes the compliant JSON of each valid file: to stdout for a single file, else
      into DIR under the input's file name. Invalid files get their issues on stderr.
  schema [transitClass|offerClass|offerObject]
      Prints the JSON Schema of one resource, or of every kind keyed by kind.
  save-link --key KEY.json [--origin URL]... [--short] [--json] FILE...
      Prints an "Add to Google Wallet" URL (last line of stdout) whose JWT, signed with the
      service-account key, holds the compliant exports of the files. --short names an offer
      object's class by id instead of embedding it. --json prints {url, jwt, length}.
      KEY.json must be a regular file of at most 64 KB. Exit 1 for an invalid file, 2 for a
      bad key file.
  diff [--kind KIND] [--patch] OLD NEW
      Lists the fields whose compliant export differs. --patch prints the body of a PATCH
      request instead; a removed field, which PATCH cannot express, is reported.
      Exit 0 equal, 1 different, 2 error.
  batch --template OBJECT.json --csv ROWS.csv [--out-dir DIR] [--key KEY.json [--short]]
      One object per CSV row; header columns are field paths (id, barcode.value,
      textModulesData[fare].body), checked against the resource before any row is read:
      only its fields, list indexes under Google's count or 1,000. Writes DIR/<id>.json per
      valid row; with --key prints row,id,url per row (cells escaped against spreadsheet
      formulas). Every problem names its row as a spreadsheet does (the header is row 1,
      empty lines count); a bad row does not stop the others. Rows up to 1 MB each.
  timeline [--kind KIND] [--zone ZONE] [--json] FILE
      Every moment that changes the pass (validity, message and module windows,
      notifications) with what changes and its source, then the notifications it sends
      and those Google will not deliver. Times in ZONE (an IANA name; the device's zone
      by default), which also places dates written without an offset.
  inspect-link [--key PUB|CERT|KEY.json] [--origin URL]... [--class-exists ID]...
               [--issuer ID] [--out-dir DIR] [--json] URL|JWT|FILE
      The link check of a save link (a URL, a JWT, a file holding one, or - for stdin):
      header and claims, length, missing classes, ids of another issuer, each pass's
      errors and readiness; with --key, the signature. --origin: a page that shows the
      button. --out-dir writes each pass as DIR/<id>.json.
      Exit 0 no problem, 1 problems, 2 an unreadable link, file or key.
  publish --key KEY.json [--endpoint URL] [--patch] [--yes] [--kind KIND] FILE...
      Publishes each pass to Google Wallet's API as the service account (classes first):
      reads Google's copy, inserts when there is none, else shows the field-level diff and
      who the update reaches, then updates it (PUT) or, with --patch, sends only the changed
      fields (a change PATCH cannot say is sent with PUT, with a note). Asks before sending
      on a terminal; elsewhere it needs --yes. --endpoint http://127.0.0.1:8787 talks to the
      reference server (npm run server -- --google --key KEY.json) instead of Google.
      Exit 0 published or unchanged, 1 a pass invalid or refused, 2 a key refused.
  to-apple FILE... --out PASS.pkpass [--pass-type-id ID --team-id T --serial S]
           [--cert C [--key K] --wwdr W [--passphrase-file F]] [--offline] [--json]
      An Apple Wallet pass of the same design from a transit class (with a transit object
      file as its trip) or an offer, with the loss report: each field carried, approximated
      or dropped. Logo and hero image are fetched (https, 10 MB, 10 s) unless --offline. --cert in PEM with --key, or a .p12 alone; the passphrase from F, else
      asked. Without --cert the package is unsigned, and Wallet will not open it until signed.
  from-apple [--out-dir DIR] [--issuer-id ID] [--json] [--strict] FILE.pkpass|pass.json
      The Google documents of an Apple pass (a coupon: an offer class and object; a boarding
      pass not by air: a transit class and object), with the loss report and whether its
      signature verifies. Exit 0 converted, 1 converted with losses under --strict, 2 refused
      or unreadable.

Options:
  --kind KIND   Treat every file as this resource instead of detecting it.
  -h, --help    Show this help.

Exit codes: 0 every file valid, 1 some file invalid (or warned, under --strict), 2 bad usage
or unreadable file.
`;

/** Bad command-line usage: reported with the usage hint and exit code 2. */
export class UsageError extends Error {}
