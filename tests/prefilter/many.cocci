// The prefilter: with many rules it stays on: a file with the name of
// the last rule only is parsed, one with none of the names is not.
@@
expression E;
@@
- many_01(E);
+ many_01(E, 0);
@@
expression E;
@@
- many_02(E);
+ many_02(E, 0);
@@
expression E;
@@
- many_03(E);
+ many_03(E, 0);
@@
expression E;
@@
- many_04(E);
+ many_04(E, 0);
@@
expression E;
@@
- many_05(E);
+ many_05(E, 0);
@@
expression E;
@@
- many_06(E);
+ many_06(E, 0);
@@
expression E;
@@
- many_07(E);
+ many_07(E, 0);
@@
expression E;
@@
- many_08(E);
+ many_08(E, 0);
@@
expression E;
@@
- many_09(E);
+ many_09(E, 0);
@@
expression E;
@@
- many_10(E);
+ many_10(E, 0);
@@
expression E;
@@
- many_11(E);
+ many_11(E, 0);
@@
expression E;
@@
- many_12(E);
+ many_12(E, 0);
@@
expression E;
@@
- many_13(E);
+ many_13(E, 0);
@@
expression E;
@@
- many_14(E);
+ many_14(E, 0);
