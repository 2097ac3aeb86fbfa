// A C23 attribute [[...]] is an attribute of the declaration it starts.
// Expected output written by hand: spatch 1.1.1 cannot parse [[...]].
@@
@@
- [[lucky]]
+ [[fortunate]]
 int x;
