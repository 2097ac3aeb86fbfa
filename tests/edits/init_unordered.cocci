// A pattern that removes a designated initializer list removes it whole,
// the commas it did not see (its fields match in any order, and the
// optional last comma) included.
@@
expression a,b,c;
identifier x;
@@

struct i2c_msg x[] = {...,
- {.addr = a, .buf = b, .len = c, .flags = I2C_M_RD}
+ I2C_MSG_READ(a,b,c)
 ,...};
