// `static f(...)` names no return type: any static function matches.
@@
identifier f;
@@
static f(...) {
+ trace();
  ...
}
