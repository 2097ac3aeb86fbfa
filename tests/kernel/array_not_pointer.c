struct req {
	char name[8];
	char *data;
};

int send(void *buf, int len);

int f(struct req *r, int words[])
{
	unsigned int msg[2];
	char *p = r->data;

	send(msg, sizeof(msg));
	send(p, sizeof(p));
	send(r->name, sizeof(r->name));
	send(r->data, sizeof(r->data));
	send(words, sizeof(words));
	return send(&msg[0], sizeof(&msg[0]));
}
