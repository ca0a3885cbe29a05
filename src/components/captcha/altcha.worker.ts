// The ALTCHA proof-of-work solver for PBKDF2 challenges (issue 20 §4), as its own script from this
// origin: the CSP's worker-src 'self' covers it (the widget's default bundle would need blob: workers).
import "altcha/workers/pbkdf2";
