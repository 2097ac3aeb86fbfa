// spatch 1.1.1 fails to parse a call right after an assignment-operator
// metavariable in + code (`L aop f(R)`), so the test adds parentheses.
@@
expression L, R;
assignment operator aop = {+=, -=};
@@
- L aop R;
+ L aop (R);
