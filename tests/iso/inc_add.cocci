// i += 1; also matches i++;, ++i; and i = i + 1; as statements (inc), not
// v++ whose value is used
@@
identifier i;
@@
- i += 1;
+ INC(i);
