import type { PlacementSource } from './placement-source';

/** Placement experiences 1-9. Every student, story and detail here is invented for sample data. */
export const PLACEMENTS_A: readonly PlacementSource[] = [
  {
    name: 'Aditi Raghavan',
    companyName: 'Microsoft',
    branch: 'B.Tech CSE',
    cgpa: '9.21',
    date: 'August 2020',
    description:
      'Microsoft came on campus for Software Engineer roles in the first week of the placement season, and the whole process ran online because of the lockdown. Around 900 students took the coding test, 80 were shortlisted for interviews and 21 got offers. My interviews were mostly about problem solving: the interviewers cared less about the final code and more about how I broke the problem down, what I tried first and how I tested it. The last round mixed a design question with questions about my internship project.',
    rounds: [
      'Online coding test on a proctored platform: three questions in 90 minutes. The first was a string problem solvable with a sliding window, the second a shortest path on a grid with obstacles, and the third a dynamic programming question on partitioning an array. I solved two fully and passed most test cases of the third.',
      'Technical interview 1 (45 minutes, shared code editor). I was asked to merge k sorted lists and then to do it with limited memory. The interviewer kept adding constraints, so talking through the heap-based approach before typing helped a lot. We finished with a few questions on my resume projects.',
      'Technical interview 2 (60 minutes). One tree problem (lowest common ancestor when nodes have parent pointers) and one design problem: build an LRU cache and discuss how to make it thread-safe. I wrote the cache with a hash map and a doubly linked list and explained the locking trade-offs.',
      'As-appropriate round with a senior manager. Half of it was about my summer internship, why I chose the architecture I did and what I would change. The other half was a small design task, a URL shortener, with follow-ups on collisions and analytics. It ended with questions about teamwork and a time I disagreed with a teammate.',
    ],
    preparation:
      'I solved around 350 problems on online judges over a year, focusing on trees, graphs and dynamic programming. For the last two months I did timed mock interviews with friends every weekend, which helped me get comfortable thinking aloud. I also revised operating systems and DBMS basics from our course notes because they come up as side questions.',
    advice:
      'Speak while you think: a silent candidate who writes perfect code impresses less than one who explains a decent approach. Know every line of your resume well enough to defend it.',
  },
  {
    name: 'Rohan Mehta',
    companyName: 'Amazon',
    branch: 'B.Tech IT',
    cgpa: '8.64',
    date: 'August 2019',
    description:
      'Amazon hired SDE-1 graduates from our batch through a long day of back-to-back interviews after an online assessment. What stood out was how much weight they gave the Leadership Principles: every technical round ended with one or two behavioural questions, and I was expected to answer them with concrete stories. The coding questions were of medium difficulty, but the interviewers pushed on edge cases and complexity every time.',
    rounds: [
      'Online assessment: two coding questions in 70 minutes (a variation of top-k frequent words and a BFS on a matrix), followed by a work-style survey and a short section where I explained my approach in plain text.',
      'Technical interview 1: find the number of islands, then a follow-up where the grid is too large for memory and arrives row by row. Ended with "tell me about a time you took ownership of something outside your role".',
      'Technical interview 2: design the data structures for a parking lot, then implement the method that assigns a spot. The interviewer wanted clean classes and a discussion of what happens when the lot is full.',
      'Technical interview 3: two problems on linked lists (detect a cycle and find its start; reorder a list in place). Then a behavioural question about a deadline I missed and what I learned.',
      'Bar raiser round with a senior engineer from another team. Mostly behavioural, with deep follow-up questions on each story, plus one design question on a notification service. This was the toughest round because vague answers were challenged immediately.',
    ],
    preparation:
      'I prepared eight to ten stories from projects, internships and club work and mapped each to two or three Leadership Principles. For coding, I worked through a list of about 150 frequently asked problems and re-solved the ones I got wrong a week later. I also read about basic system design: load balancers, caching and queues.',
    advice:
      'Prepare your behavioural stories as seriously as your coding. Use the situation-task-action-result format and keep numbers ready.',
  },
  {
    name: 'Sneha Pillai',
    companyName: 'Goldman Sachs',
    branch: 'B.Tech CSE',
    cgpa: '9.05',
    date: 'July 2020',
    description:
      'Goldman Sachs recruited for its engineering division with a long online test followed by several interview rounds on video calls, all completed within two days. The test was unusual because it combined coding, quantitative aptitude, computer science fundamentals and two short essays. The interviews were friendly but thorough, with a lot of probability and puzzle questions alongside the data structures. Around 12 students from our batch received offers.',
    rounds: [
      'Online test of about two hours: two coding questions, around 30 multiple-choice questions on aptitude and CS fundamentals, and two subjective questions asking why I wanted to join and how I would handle a difficult teammate.',
      'CoderPad round: implement a function that returns the first non-repeating character in a stream, then optimise it to constant time per query. I was expected to write runnable code and test it myself.',
      'Technical interview 1: questions on hashing, heaps and the difference between processes and threads, followed by a probability puzzle about drawing coloured balls without replacement.',
      'Technical interview 2: a graph problem on detecting a cycle in a directed graph, then a discussion of my final-year project and the database schema I had designed for it.',
      'Technical interview 3 with a vice president: a mix of a medium array problem, questions about how trading systems might need low latency, and questions about what I knew of the firm.',
      'HR round: my strengths and weaknesses, willingness to relocate to Bengaluru or Hyderabad, and a discussion of my extracurricular work at the coding club.',
    ],
    preparation:
      'Besides data structures, I revised probability from our statistics course and practised puzzles from a well-known puzzle collection. I took two full-length mock tests in the same format to manage time across the sections. Reading about the firm\'s engineering blog helped me answer the "why us" questions with specifics.',
    advice:
      'Do not ignore the aptitude and puzzle part; many strong coders were filtered out there. Stay calm if you get stuck and ask for a hint.',
  },
  {
    name: 'Vikram Iyer',
    companyName: 'Deloitte',
    branch: 'B.Tech Mechanical',
    cgpa: '7.45',
    date: 'October 2019',
    description:
      'Deloitte recruited analysts for its consulting practice and was open to every branch, which is how I, a mechanical engineering student, ended up with an offer. The process tested communication and structured thinking far more than coding. The group discussion and the case-style interview were the deciding rounds, and the interviewers were clearly looking for people who could explain ideas simply to a client.',
    rounds: [
      'Online aptitude test: quantitative aptitude, logical reasoning and verbal ability, about 60 questions in 60 minutes with no negative marking. Speed mattered more than difficulty.',
      'Group discussion in groups of ten on "Should India move to a four-day work week?". They noted who summarised others\' points and moved the group forward, not who spoke the most.',
      'Technical and case interview: a guesstimate (how many two-wheelers are sold in Chennai in a month), basic questions on my internship at a manufacturing plant, and a short case on reducing delivery delays for a retailer.',
      'Partner and HR round: why consulting, how I handle pressure, and a discussion of a college fest I helped organise. It felt like a conversation rather than an interview.',
    ],
    preparation:
      'I practised guesstimates and simple business cases with two friends who were also aiming for consulting roles. For the group discussion, I read the news daily for a month and practised summarising articles in two minutes. I brushed up on basic Excel and SQL because the role mentioned data analysis.',
    advice:
      'Non-CS students have a real chance in consulting roles; structure your answers and speak clearly. In the group discussion, a good summary beats a loud opening.',
  },
  {
    name: 'Harini Krishnan',
    companyName: 'Cisco',
    branch: 'B.Tech ECE',
    cgpa: '8.87',
    date: 'August 2020',
    description:
      'Cisco hired for software and hardware engineering roles and allowed CSE, IT and ECE students to apply. My interviews leaned heavily on computer networks, which suited me as an ECE student who had taken networking electives. The process was well organised, and each interviewer told me at the end which areas they had wanted to check, which made the experience less stressful than I expected.',
    rounds: [
      'Online test: 50 multiple-choice questions on networking, operating systems, digital electronics and aptitude, plus two coding questions (reverse words in a sentence; find a missing number in a range).',
      'Technical interview 1: OSI and TCP/IP layers, what happens when you type a URL in a browser, subnetting a given address block, and how ARP works. Then a simple coding question on bit manipulation.',
      'Technical interview 2: my project on a Wi-Fi based attendance system, routing protocols (OSPF versus BGP at a high level), and a C question on pointers and memory allocation.',
      'Managerial and HR round: how I would explain a technical idea to a non-technical customer, a conflict in a team project, and questions about relocation and my interest in networking.',
    ],
    preparation:
      'I revised the Computer Networks course notes thoroughly and solved subnetting problems until I could do them mentally. I practised about 100 coding problems, mostly easy and medium, in C and Python. The Packet Tracer labs from our course gave me concrete examples to talk about.',
    advice:
      'If you are from ECE, make networking your strength; it sets you apart from CS candidates. Keep your C fundamentals sharp.',
  },
  {
    name: 'Arjun Nair',
    companyName: 'Oracle',
    branch: 'B.Tech CSE',
    cgpa: '8.12',
    date: 'September 2019',
    description:
      'Oracle visited for server technology and application developer roles. The process checked breadth: databases, operating systems, object-oriented design and coding all came up, often in the same interview. Since Oracle builds databases, the DBMS questions went deeper than in other companies, down to indexing and transaction isolation. I had a moderate CGPA, so I relied on strong fundamentals and a good project to stand out.',
    rounds: [
      'Online test: aptitude, a section on DBMS and SQL, a section on Java and C, and two coding questions. The SQL section asked for the output of joins and group-by queries on small tables.',
      'Technical interview 1: B-trees and why databases use them for indexes, normalisation of a given table, and a coding question to find the longest palindromic substring.',
      'Technical interview 2: process scheduling, deadlock conditions and how to prevent them, then object-oriented design of a library management system with classes and relationships.',
      'Technical interview 3: a deep dive into my project, a REST API for hostel complaints, including how I would scale it and secure it. Ended with a puzzle about weighing balls.',
      'HR round: career goals, why Oracle, and whether I was comfortable with the Bengaluru and Hyderabad offices.',
    ],
    preparation:
      "I re-read our DBMS and OS notes and made one-page summaries of each unit. For SQL, I practised on an online judge's database section until I could write joins and subqueries quickly. I also completed a short course on Java collections because the role used Java.",
    advice:
      'Fundamentals beat a high CGPA here. Know your DBMS deeply and be ready to write SQL on paper.',
  },
  {
    name: 'Priya Venkatesh',
    companyName: 'PayPal',
    branch: 'B.Tech CSE',
    cgpa: '9.34',
    date: 'August 2021',
    description:
      'PayPal hired software engineers through an online assessment and three interviews, all on video calls. The rounds were balanced between coding, low-level design and conversations about my internship. The interviewers were particularly interested in how I write maintainable code: naming, tests and error handling came up in every round. The entire process took one long day, and results came out that night.',
    rounds: [
      'Online assessment: two coding questions in 60 minutes, one on intervals (merge overlapping meetings) and one on a weighted graph (cheapest route with at most k stops).',
      'Technical interview 1: implement a rate limiter for an API, first with a fixed window and then with a sliding log. The interviewer asked how I would test it and what happens across several servers.',
      'Technical interview 2: low-level design of a digital wallet with accounts, transactions and refunds, with a focus on keeping balances consistent when two payments arrive at once.',
      'Hiring manager round: my internship work on a payments dashboard, how I handled feedback in code reviews, and what kind of team I wanted to join.',
    ],
    preparation:
      'I practised medium-level problems on intervals, graphs and sliding windows, and studied low-level design patterns with small example projects. Because the company handles payments, I read about idempotency and transactions, which turned out to be useful in the design round.',
    advice:
      'Write code as if it will be reviewed by a teammate: clear names, small functions and a few test cases. It is noticed.',
  },
  {
    name: 'Kabir Sethi',
    companyName: 'Walmart Labs',
    branch: 'B.Tech IT',
    cgpa: '8.78',
    date: 'August 2020',
    description:
      'Walmart Labs, the technology arm of the retailer, hired software engineers after a coding test and three interviews. The problems were practical: several were framed around inventory, carts and deliveries. The design round was the most interesting, because they asked me to reason about scale for a real-looking retail system instead of a textbook example. The interviewers were supportive and gave hints when I was stuck.',
    rounds: [
      'Coding test: three questions in 90 minutes, covering a greedy scheduling problem, a binary search on the answer, and a tree DP question on choosing non-adjacent nodes.',
      'Technical interview 1: find the k closest delivery locations to a store, then handle locations arriving as a stream. We discussed heaps versus quickselect.',
      'Technical interview 2: design the backend of a shopping cart that keeps working during a flash sale. We covered caching, inventory locking and what to show the user when stock runs out.',
      'Managerial round: behavioural questions about teamwork and a project I was proud of, plus why I wanted to work on e-commerce systems.',
    ],
    preparation:
      'I followed a topic-wise problem sheet and spent extra time on greedy and binary search problems. For design, I watched a free system design series and then designed two systems on paper every week. I also built a small e-commerce side project, which made for good conversation.',
    advice:
      "When you design a system, start from the user's needs and the numbers (users, requests per second) before drawing boxes.",
  },
  {
    name: 'Meera Joshi',
    companyName: 'Adobe',
    branch: 'B.Tech CSE',
    cgpa: '9.62',
    date: 'July 2021',
    description:
      'Adobe hired Member of Technical Staff graduates from our batch after converting some summer interns and running a separate campus process for the rest. I came through the campus process. The interviews went deeper into computer science theory than most companies: operating systems internals, C++ memory management and a bit of computer graphics came up. Each round had one hard problem rather than several easy ones.',
    rounds: [
      'Online test: aptitude and technical multiple-choice questions, followed by two coding problems. One asked to rotate an image matrix in place and the other to count distinct palindromic subsequences.',
      'Technical interview 1: virtual memory, page replacement and what a page fault costs, then a coding question to implement a thread-safe bounded queue in C++.',
      'Technical interview 2: design an undo-redo system for a drawing application and implement its core with the command pattern. Follow-ups on memory use for large images.',
      'Technical interview 3: a hard graph problem on word ladders with the shortest transformation, then questions about my research project on image segmentation.',
      'Director round: why Adobe, which Adobe products I used, and how I approach learning a new codebase. It was relaxed and conversational.',
    ],
    preparation:
      'I revised C++ in depth, especially smart pointers, move semantics and the standard library. I re-did the operating systems lab assignments and read about how real allocators work. For coding, I focused on hard problems in graphs and dynamic programming for the last two months.',
    advice:
      'Know one language very well, including how it manages memory. Adobe interviewers go below the surface.',
  },
];
