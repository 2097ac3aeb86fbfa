// Each case of a switch pattern starts at some case of the code: any order,
// others between, a case body matched from its start only.
@@ @@
switch (x) {
case 2:
- foo();
  ...
case 1:
  bar();
}
