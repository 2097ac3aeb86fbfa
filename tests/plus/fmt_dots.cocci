@@
format f;
@@
- foo("a %@f@...", ...)
+ qux("[%@f@]")

@@
@@
- foo("...two...")
+ bar()

@@
@@
- foo("...%d")
+ baz()
