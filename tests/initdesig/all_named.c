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
		}
	};
	return 0;
}
