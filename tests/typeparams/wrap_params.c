struct s {
	int (*fn)(struct drbd_connection *connection, struct packet_info *pi);
};

int (*fn)(struct drbd_connection *connection, struct packet_info *pi);

int f(void)
{
	return 0;
}
