static int f(struct i2c_client *client)
{
	struct i2c_msg msgs[] = {
		{
			.addr = client->addr,
			.len = 2,
		},
		{
			.addr = client->addr,
			.len = 3,
		},
		{
			.addr = client->addr,
			.flags = 1,
			.len = 2,
		}
	};
	return 0;
}
