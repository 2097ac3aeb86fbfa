// `- return; + done();': the end of the function is a `return;' only in a function that holds one (b); a, d, e unchanged (spatch 1.1.1)
@@
@@
- return;
+ done();
