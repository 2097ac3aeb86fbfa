// The `}' of a braced initializer written in added code stands at the
// statement's depth, one deeper after a last element that holds a `('
// or `=' of its own (a trailing comma or an inner list ends that), not
// in an argument list; `(typeof(E)){' is a compound literal.
@@
expression E;
@@
- memset(&E, 0, sizeof(E));
+ E = (typeof(E)){ 0 };
+ E = (struct foo){ 0 };
+ E = (int)E;
+ E = (typeof(E))E;
+ E = (struct foo){ .a = 1, .b = 2 };
+ E = (struct foo){ y };
+ E = (struct foo){ "s" };
+ E = (struct foo){ -1 };
+ E = (struct foo){ E };
+ E = (struct foo){ 1, y };
+ E = (struct foo){ y, 1 };
+ E = (struct foo){ 1 + 2 };
+ E = (struct foo){ [0] = 1 };
+ E = (struct foo){ {1} };
+ E = (struct foo){ 0x10 };
+ E = (struct foo){ 'c' };
+ E = (struct foo){ NULL };
+ E = (struct foo){ y.z };
+ E = (struct foo){ (y) };
+ E = (struct foo){ sizeof(y) };
+ E = (struct foo){ y[1] };
+ E = (struct foo){ -f(1) };
+ E = (struct foo){ f(1) + 1 };
+ E = (struct foo){ 1 + f(1) };
+ E = (struct foo){ f(1), 2 };
+ E = (struct foo){ 2, f(1) };
+ E = (struct foo){ (int)y };
+ struct foo a = { y };
+ struct foo b = { f(1) };
+ struct foo c = { .a = 1 };
+ struct foo d = { (y) };
+ struct foo e = { 1, 2 };
+ g((struct foo){ y }, 1);
+ g((struct foo){ f(y) }, 1);
+ return (struct foo){ f(y) };
+ return (struct foo){ y };
+ struct foo a = { .a = { 1, 2 } };
+ struct foo b = { { f(1) } };
+ struct foo c = { 1, .a = 1 };
+ struct foo d = { .a = 1, 2 };
+ struct foo e = { y, };
+ struct foo e = { f(y), };
