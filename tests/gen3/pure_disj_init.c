typedef unsigned char u8;
struct i2c_msg { int addr; int flags; int len; u8 *buf; };
static int f(int source, int sink)
{
	u8 ba[2] = {1, 2};
	u8 bb[2] = {1, 2};
	u8 bc[2] = {1, 2};
	struct i2c_msg msgs[] = {
		{
			.addr = 1,
			.len = 2,
			.buf = source ? ba : sink ? bb : bc,
		},
	};
	struct i2c_msg msgs2[] = {
		{
			.addr = 1,
			.buf = ba,
			.len = 2,
		},
	};
	struct i2c_msg msgs3[] = {
		{
			.addr = 1,
			.len = 2,
			.buf = ba,
		},
	};
	return 0;
}
