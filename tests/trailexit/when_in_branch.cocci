// must not match: the forbidden bar() stands in the error branch, which a trailing `...' owes too
@@
@@
- foo();
... when != bar()
