static int f(int x)
{
	struct i2c_msg msg[] = {
		{
			.addr	= client->addr,
			.flags  = I2C_M_RD,
			.len	= 1,
			.buf	= &ack,
		},
	};
	struct i2c_msg msg2[] = {
		{
			.addr	= client->addr,
			.flags  = 0,
			.len	= 1,
			.buf	= &ack,
		},
		{ .len = 2, .flags = I2C_M_RD, .addr = 4, .buf = p, },
		{ .flags = I2C_M_RD, .addr = 4, .buf = p, .len = 2 },
	};
	struct i2c_msg msg3[] = {
		{ .addr = 4, .buf = p, },
	};
	return 0;
}
