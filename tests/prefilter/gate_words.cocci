// Two names with no common part of four letters: each is looked for.
@@
expression E;
@@
(
- old_api_one(E)
+ new_api(E)
|
- legacy_call(E)
+ new_api(E)
)
