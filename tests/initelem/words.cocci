// a table whose elements are macro uses without commas between (the macro bodies end in one), upper-case words alone on their line among them, a directive between: the table parses, so the names in it are found (renamed here; spatch 1.1.1 parses it by expanding the defines and then refuses to change their arguments, leaving the file unchanged) and the functions after it are matched
@@
@@
(
- inc_lcv
+ lcv_inc
|
- helper(x)
+ helper(x, 0)
)
