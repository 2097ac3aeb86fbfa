// A branch without braces in the pattern does not match one with braces:
// if (x) break; matches only the first loop.
@@ @@
- foo();
  if (x) break;
  bar();
